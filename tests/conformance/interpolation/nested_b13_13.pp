notice("${ 'a' } ${ "b" }")
