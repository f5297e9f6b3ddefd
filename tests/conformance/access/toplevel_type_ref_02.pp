notice(::Notify)
notice(::Notify['x'])
