panko_api_paste_ini { 'main': value => 'x' }
