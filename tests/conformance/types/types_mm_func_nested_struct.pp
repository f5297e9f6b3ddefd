function f(Hash[String, Struct[{ip => String, Optional[port] => Integer}]] $h) { $h }
f({web => {ip => '1.2.3.4', port => 'x'}})
