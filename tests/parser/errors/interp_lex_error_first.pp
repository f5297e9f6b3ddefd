notice("a ${foo(} ${0x} b")
