cs_property { 'p': value => 'x', replace => 'maybe' }
