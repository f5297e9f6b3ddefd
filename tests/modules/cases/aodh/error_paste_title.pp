aodh_api_paste_ini { 'pipeline': value => 'x' }
