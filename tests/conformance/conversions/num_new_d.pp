notice(Numeric({from => '0x10'}))
