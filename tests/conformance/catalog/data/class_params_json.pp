class app($port = 8080, $opts = { 'a' => 1 }, $undefd = undef, Optional[String] $o = undef) { }
class { 'app': port => 9090 }
