class foo {}
foo { 'x': }
