class nodoc {
	file { "/tmp/x":
    mode => 644,
    owner   => 'root',   
    ensure => "true",
    content => "$foo and ${bar}"
  }
  $a = "${x}"
  $b = 'a $c'
  case $a { 'x': {} }
}
/* star */
# Doc
define documented() {}
