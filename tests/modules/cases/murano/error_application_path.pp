murano_application { 'io.murano': }
