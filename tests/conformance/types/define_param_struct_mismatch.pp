define svc(Struct[{name => String, Optional[port] => Integer}] $conf) { notice($conf) }
svc { 'a': conf => {name => 'x', port => 'y'} }
