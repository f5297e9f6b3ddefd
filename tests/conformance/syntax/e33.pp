case 'a' { 'a' => { } }
