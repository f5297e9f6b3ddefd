notice(split('aXbxc', /x/i))
