case { 'a': { } }
