notice(Cron['x'])
notice(Type('Cron'))
