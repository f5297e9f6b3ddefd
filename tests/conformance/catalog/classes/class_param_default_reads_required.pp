class c($a = "a:${req}", $req) { notice($a) }
class { 'c': }
