file { "a": , mode => "0644" ; "b": ; }
file { , }
File { , owner => root }
