class base { notify { 'base': message => 'from base' } }
class child inherits base { Notify['base'] { message => 'from child' } }
include child
notice(Notify['base']['message'])
