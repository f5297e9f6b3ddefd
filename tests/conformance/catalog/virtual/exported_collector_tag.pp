@@notify { 'exported-one': tag => 'x' }
Notify <<| tag == 'x' |>>
notice('done')
