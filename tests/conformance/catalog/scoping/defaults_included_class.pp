class inner { notify { 'inner': } notice(Notify['inner']['message']) }
class outer { Notify { message => 'outer default' } include inner }
include outer
