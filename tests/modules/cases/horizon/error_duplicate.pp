class { 'horizon': secret_key => 'a' }
class { 'horizon': secret_key => 'b' }
