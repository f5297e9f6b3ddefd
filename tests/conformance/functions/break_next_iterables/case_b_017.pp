notice(1.then |$x| { break() })
