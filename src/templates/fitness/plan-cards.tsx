import { ActionButton, Card, CardGrid, CheckList } from '../kit';
import { plans } from './content';
import { theme } from './theme';

/** The three monthly plans; the popular one is ringed in the accent and stands taller. */
export function PlanCards() {
  return (
    <CardGrid columns={3}>
      {plans.map((plan) => (
        <Card
          key={plan.name}
          theme={theme}
          title={plan.name}
          badge={plan.popular ? 'POPULAR' : undefined}
          text={plan.blurb}
          className={plan.popular ? 'ring-2 ring-(--accent) lg:-my-3' : ''}
          footer={
            <ActionButton
              theme={theme}
              action={{
                label: `Choose ${plan.name}`,
                variant: plan.popular ? 'primary' : 'secondary',
              }}
              className="w-full"
            />
          }
        >
          <p className="mt-5 flex items-baseline gap-1">
            <span className={`text-5xl text-white ${theme.heading}`}>{plan.price}</span>
            <span className="text-sm text-zinc-400">{plan.period}</span>
          </p>
          <CheckList theme={theme} items={plan.features} className="mt-6" />
        </Card>
      ))}
    </CardGrid>
  );
}
