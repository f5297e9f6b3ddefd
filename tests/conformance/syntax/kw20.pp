function plan() { 1 }
notice(plan())
