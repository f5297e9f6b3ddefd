notice("cost: $ 5")
notice("end $")
