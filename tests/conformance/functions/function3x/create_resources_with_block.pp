create_resources('notify', {'a' => {}}) |$x| { 1 } notice(defined(Notify[a]))
