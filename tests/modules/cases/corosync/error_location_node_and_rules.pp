cs_location { 'l': primitive => 'p', node_name => 'n', rules => [{ 'a' => 'b' }] }
