class ::foo {}
