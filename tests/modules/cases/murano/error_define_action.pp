murano::application { 'io.murano': exists_action => 'x' }
