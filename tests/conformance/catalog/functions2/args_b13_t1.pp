tag([undef, 'a'])
