file { "/x": mode => "0644", * => $h; "/y": ensure => absent, content +> "x" }
file { ["a", "b"]: }
file { $x: ; }
file { "a": ; "b": ; }
file { default: mode => 1; "a": }
@file { "v": }
@@file { "e": }
File { mode => 1 }
File["/x"] { mode => 2 }
File["/x", "/y"] { mode => 2, }
Notify { "a": }
class { "x": y => 1 }
class { "x": ; "y": }
Resource[File] { mode => 1 }
@File { a => 1 }
file { "a": unless => 1, default => 2, if => 3, class => 4, and => 5 }
