define ::foo {}
