stage { 'pre': before => Stage['main'] }
class x { }
class y { class { 'x': stage => pre } }
include y
notice('ok')
