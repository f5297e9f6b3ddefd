notice(false == !'')
notice(false == !!'')
