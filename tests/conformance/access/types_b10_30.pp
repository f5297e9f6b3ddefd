notice(Notify['a']['message'])
