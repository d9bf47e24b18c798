package app.stepwise.mobile;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
