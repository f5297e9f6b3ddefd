@@notify { 'e1': tag => 't' }
Notify <<| tag == 't' |>>
