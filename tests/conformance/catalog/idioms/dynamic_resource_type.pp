$t = 'notify'
Resource[$t] { 'dyn': message => 'dynamic' }
notice(Notify['dyn']['message'])
