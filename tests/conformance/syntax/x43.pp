notice(Optional[Integer].then |$x| { $x })
