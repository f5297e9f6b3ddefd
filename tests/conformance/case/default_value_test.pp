notice case default { 'a': { 'a' } default: { 'default test' } }
