notice(plan)
