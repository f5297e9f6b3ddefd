notice(any2bool('yes'))
notice(any2bool(undef))
notice(any2bool('off'))
