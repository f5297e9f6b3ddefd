notice(undef.then |$x| { 'never' })
