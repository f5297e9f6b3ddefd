notice(undef.map |$x| {$x})
