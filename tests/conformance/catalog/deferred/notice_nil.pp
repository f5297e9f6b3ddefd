# notice runs on the agent's side and returns undef, which the notify type refuses
notify { 'a': message => Deferred('notice', ['hello from deferred']) }
notice('compiled')
