demo::nosuchdefine { 'a': }
