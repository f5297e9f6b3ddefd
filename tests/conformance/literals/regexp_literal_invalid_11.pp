case 'a' { /[/: {} }
