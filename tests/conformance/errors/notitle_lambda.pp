[1].each |$x| { notify { message => $x } }
