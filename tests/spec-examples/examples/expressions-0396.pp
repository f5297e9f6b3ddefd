T * <any>
<any> * T
D * D
